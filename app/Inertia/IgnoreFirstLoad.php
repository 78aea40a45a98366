<?php

namespace App\Inertia;

/** A prop left out of full visits: it is resolved only when a partial reload asks for it. */
interface IgnoreFirstLoad {}
