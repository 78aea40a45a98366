<?php
use Tests\Feature\Contract\OpenApi;
beforeEach(fn () => seedShop());
it('scratch', function () {
    $api = OpenApi::document();
    foreach (['/api/get-options', '/api/products/set-sunrise', '/api/products/popular', '/api/products?ids=1,2', '/api/products/nope', '/api/search?q=a', '/api/promotions/set-of-the-week', '/api/get-restaurants'] as $p) {
        $r = $this->getJson($p, ['Accept-Language' => 'en']);
        $api->assertResponse($r, 'GET', $p);
    }
    $bad = json_decode('{"data":{"id":"x"}}');
    dump($api->errors($bad, $api->schemaPointer('GET', '/api/products/{slug}', 200)));
});
