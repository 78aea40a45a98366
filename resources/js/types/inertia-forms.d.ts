// Inertia's form hooks as a module of their own (scripts/inertia-forms.ts): the same functions and types.
declare module '@inertiajs/react/forms' {
    export { useForm, useRemember } from '@inertiajs/react';
}
