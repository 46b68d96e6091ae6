const NETWORK_NAMES = { visa: 'VISA', mastercard: 'Mastercard', amex: 'AMERICAN EXPRESS' } as const;

/**
 * A generated picture of the card: the issuer's colours, the card's name and its network. Decorative:
 * the name is always in the text next to it.
 */
export function CardArt({
  name,
  network,
  colors,
  className,
}: {
  name: string;
  network: keyof typeof NETWORK_NAMES;
  colors: { primary: string; secondary: string };
  className?: string;
}) {
  const id = `art-${name.replace(/[^a-z0-9]/gi, '').slice(0, 24)}`;
  return (
    <svg viewBox="0 0 320 202" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={colors.primary} />
          <stop offset="1" stopColor={colors.secondary} />
        </linearGradient>
      </defs>
      <rect width="320" height="202" rx="14" fill={`url(#${id})`} />
      <rect x="24" y="70" width="42" height="32" rx="6" fill="#e5c76b" opacity="0.9" />
      <text x="24" y="40" fill="#ffffff" fontFamily="system-ui, sans-serif" fontSize="15" fontWeight="700">
        {name.length > 34 ? `${name.slice(0, 33)}…` : name}
      </text>
      <text
        x="296"
        y="180"
        fill="#ffffff"
        fontFamily="system-ui, sans-serif"
        fontSize="14"
        fontWeight="800"
        textAnchor="end"
      >
        {NETWORK_NAMES[network]}
      </text>
    </svg>
  );
}
