import { Box } from '@chakra-ui/react';

/** The landing page's drawing: a house with a designed garden. Decorative, so hidden from readers. */
export function GardenHeroArt() {
  return (
    <Box
      aria-hidden="true"
      width="full"
      maxW={{ base: '80', md: 'none' }}
      mx="auto"
      borderRadius="l3"
      overflow="hidden"
      aspectRatio="4 / 3"
    >
      <svg viewBox="0 0 240 180" width="100%" height="100%" focusable="false">
        <rect width="240" height="180" fill="#f2f7f2" />
        <circle cx="196" cy="40" r="16" fill="#f4d58d" />
        <path d="M0 128 Q60 108 120 122 T240 116 V180 H0 Z" fill="#c2ddc3" />
        <path d="M64 70 L112 38 L160 70 Z" fill="#2f5d3a" />
        <rect x="72" y="70" width="80" height="56" fill="#f3ead8" />
        <rect x="104" y="94" width="16" height="32" fill="#8a6d3b" />
        <rect x="82" y="82" width="14" height="12" fill="#9bc59e" />
        <rect x="128" y="82" width="14" height="12" fill="#9bc59e" />
        <path d="M112 126 C108 146 92 160 84 180 H116 C118 162 124 146 112 126 Z" fill="#e7dcc4" />
        <circle cx="36" cy="96" r="22" fill="#4d8a55" />
        <rect x="33" y="112" width="6" height="20" fill="#8a6d3b" />
        <circle cx="202" cy="100" r="18" fill="#6fa775" />
        <rect x="199" y="112" width="6" height="18" fill="#8a6d3b" />
        <ellipse cx="64" cy="140" rx="18" ry="8" fill="#3a7043" />
        <ellipse cx="160" cy="142" rx="22" ry="9" fill="#3a7043" />
        <circle cx="56" cy="136" r="3" fill="#e58f8f" />
        <circle cx="70" cy="134" r="3" fill="#f4d58d" />
        <circle cx="152" cy="137" r="3" fill="#e58f8f" />
        <circle cx="168" cy="136" r="3" fill="#f4d58d" />
        <ellipse cx="190" cy="160" rx="26" ry="7" fill="#9bc59e" />
      </svg>
    </Box>
  );
}
