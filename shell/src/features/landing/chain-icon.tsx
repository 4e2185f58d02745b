import type { UserType } from '@agrocadena/contracts';

// Simple line drawings, one per link of the chain (24×24 grid, stroke = currentColor).
const PATHS: Record<UserType, string[]> = {
  // a sack of inputs
  SUPPLIER: ['M8 3h8l-1.5 3h-5z', 'M9.5 6C6 8.5 4.5 12 5 16c.4 3 2.6 5 7 5s6.6-2 7-5c.5-4-1-7.5-4.5-10', 'M9 13.5h6', 'M12 11v5'],
  // a sprout growing from the soil
  AGRO: ['M12 21v-9', 'M12 13C12 8.5 9 6 4.5 6c0 4.5 3 7 7.5 7z', 'M12 10.5c0-4 2.5-6.5 7-6.5 0 4-2.5 6.5-7 6.5z', 'M5 21h14'],
  // a factory
  ENTERPRISE: ['M3 21V11l5 3v-3l5 3v-3l5 3V4h3v17z', 'M7 17.5h2', 'M12 17.5h2', 'M3 21h18'],
  // a truck
  LOGISTIC: ['M2 6h11v10H2z', 'M13 9h4.5l3.5 3.5V16h-8', 'M4.5 18a2 2 0 1 0 4 0a2 2 0 1 0-4 0', 'M14.5 18a2 2 0 1 0 4 0a2 2 0 1 0-4 0'],
  // a shop with an awning
  MINORIST: [
    'M3.5 9 5 4h14l1.5 5',
    'M3.5 9h17c0 1.7-1.3 2.5-2.8 2.5S15 10.7 15 9c0 1.7-1.3 2.5-3 2.5S9 10.7 9 9c0 1.7-1.3 2.5-2.8 2.5S3.5 10.7 3.5 9z',
    'M5 11.5V20h14v-8.5',
    'M10 20v-5h4v5',
  ],
  // a person
  REQUESTER: ['M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7'],
};

export function ChainIcon({ type, size = 32 }: { type: UserType; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {PATHS[type].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
