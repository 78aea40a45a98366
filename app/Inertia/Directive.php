<?php

namespace App\Inertia;

/** The Blade directives of the root view: @inertiaHead (server-rendered head tags) and @inertia (the app root). */
class Directive
{
    /** The page object inside a <script type="application/json">: no "<", ">" or "&" can close the element. */
    public const SCRIPT_JSON = JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_HEX_TAG | JSON_HEX_AMP;

    public static function compile(string $expression = ''): string
    {
        $id = trim(trim($expression), "\'\"") ?: 'app';

        return '<?php if (! isset($__inertiaSsrDispatched)) { $__inertiaSsrDispatched = true; $__inertiaSsrResponse = app(\App\Inertia\Ssr\Gateway::class)->dispatch($page); } '
            .'if ($__inertiaSsrResponse) { echo $__inertiaSsrResponse->body; } '
            .'elseif (config(\'inertia.use_script_element_for_initial_page\', true)) { ?><script data-page="'.$id.'" type="application/json"><?php echo json_encode($page, \App\Inertia\Directive::SCRIPT_JSON); ?></script><div id="'.$id.'"></div><?php } '
            .'else { ?><div id="'.$id.'" data-page="<?php echo e(json_encode($page)); ?>"></div><?php } ?>';
    }

    public static function compileHead(string $expression = ''): string
    {
        return '<?php if (! isset($__inertiaSsrDispatched)) { $__inertiaSsrDispatched = true; $__inertiaSsrResponse = app(\App\Inertia\Ssr\Gateway::class)->dispatch($page); } '
            .'if ($__inertiaSsrResponse) { echo $__inertiaSsrResponse->head; } ?>';
    }
}
