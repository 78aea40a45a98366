export function Icon({ name, size = 24, className }: { name: string; size?: number; className?: string }) {
    return (
        <svg width={size} height={size} className={className} aria-hidden="true" focusable="false">
            <use href={`/icons/sprite.svg#${name}`} />
        </svg>
    );
}
