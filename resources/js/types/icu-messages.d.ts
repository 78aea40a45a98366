// A dictionary imported with ?icu: its messages as ICU syntax trees (scripts/icu-messages.ts).
declare module '*.json?icu' {
    const messages: Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>;
    export default messages;
}
