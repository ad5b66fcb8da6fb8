// Small inline icons for the shopping buttons (decorative: the buttons carry the words).
type IconProps = { filled?: boolean; size?: number };

const base = (size: number) =>
  ({
    width: size,
    height: size,
    viewBox: "0 0 24 24",
    fill: "none",
    stroke: "currentColor",
    strokeWidth: 2,
    strokeLinecap: "round",
    strokeLinejoin: "round",
    "aria-hidden": true,
    focusable: false,
  }) as const;

export function HeartIcon({ filled = false, size = 20 }: IconProps) {
  return (
    <svg {...base(size)} fill={filled ? "currentColor" : "none"}>
      <path d="M12 20.5s-7.5-4.4-9.2-9.1C1.7 8.2 3.6 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.9 1.2-1.8 2.8-2.9 4.8-2.9 3.6 0 5.5 3.7 4.4 6.9-1.7 4.7-9.2 9.1-9.2 9.1Z" />
    </svg>
  );
}

export function CompareIcon({ size = 20 }: IconProps) {
  return (
    <svg {...base(size)}>
      <path d="M7 4 3 8l4 4M3 8h13M17 12l4 4-4 4M21 16H8" />
    </svg>
  );
}

export function BagIcon({ size = 20 }: IconProps) {
  return (
    <svg {...base(size)}>
      <path d="M5 8h14l-1 12H6L5 8Z" />
      <path d="M9 8V6a3 3 0 0 1 6 0v2" />
    </svg>
  );
}

export function MinusIcon({ size = 16 }: IconProps) {
  return (
    <svg {...base(size)}>
      <path d="M5 12h14" />
    </svg>
  );
}

export function PlusIcon({ size = 16 }: IconProps) {
  return (
    <svg {...base(size)}>
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}

export function CloseIcon({ size = 16 }: IconProps) {
  return (
    <svg {...base(size)}>
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}
