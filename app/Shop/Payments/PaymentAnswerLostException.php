<?php

namespace App\Shop\Payments;

/**
 * The provider's answer to a call that moves money was lost (no answer in time, a broken connection, a 5xx or a body
 * that cannot be read): the call may or may not have been carried out. Never repeat such a call blindly; ask the
 * provider what happened first (see RefundChecks).
 */
class PaymentAnswerLostException extends PaymentGatewayException {}
