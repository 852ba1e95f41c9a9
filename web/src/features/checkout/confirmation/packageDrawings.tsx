import type { ReactNode } from 'react';
import type { PackageKey } from '@yardwise/domain/catalog/catalog';

// One small scene per package, on a 160 x 120 canvas, in the garden palette below.
const C = {
  leaf: '#3a7043',
  deep: '#2f5d3a',
  fresh: '#6fa775',
  lawn: '#c2ddc3',
  pale: '#9bc59e',
  wood: '#8a6d3b',
  stone: '#e7dcc4',
  wall: '#f3ead8',
  water: '#8cc3d9',
  bloom: '#e58f8f',
  sun: '#f4d58d',
};

const Ground = ({ y = 96 }: { y?: number }) => (
  <rect x="0" y={y} width="160" height={120 - y} fill={C.lawn} />
);
const Tree = ({ x, y, r = 14 }: { x: number; y: number; r?: number }) => (
  <>
    <rect x={x - 2} y={y} width="4" height={r + 6} fill={C.wood} />
    <circle cx={x} cy={y} r={r} fill={C.fresh} />
  </>
);
const Shrub = ({ x, y, w = 12 }: { x: number; y: number; w?: number }) => (
  <ellipse cx={x} cy={y} rx={w} ry={w * 0.55} fill={C.leaf} />
);
const Flowers = ({ x, y }: { x: number; y: number }) => (
  <>
    <circle cx={x} cy={y} r="2.5" fill={C.bloom} />
    <circle cx={x + 7} cy={y - 2} r="2.5" fill={C.sun} />
    <circle cx={x + 14} cy={y} r="2.5" fill={C.bloom} />
  </>
);
/** A house front: roof, walls, door; x is its left edge, w its width, top the eave line. */
const House = ({ x, w, top, base = 96 }: { x: number; w: number; top: number; base?: number }) => (
  <>
    <path
      d={`M${x - 6} ${top} L${x + w / 2} ${top - w * 0.4} L${x + w + 6} ${top} Z`}
      fill={C.deep}
    />
    <rect x={x} y={top} width={w} height={base - top} fill={C.wall} />
    <rect x={x + w / 2 - 6} y={base - 20} width="12" height="20" fill={C.wood} />
  </>
);

export const PACKAGE_DRAWINGS: Record<PackageKey, ReactNode> = {
  // The house seen from the street, a path to the door between flower beds.
  'front-yard': (
    <>
      <Ground />
      <House x={52} w={56} top={60} />
      <path d="M74 120 L86 120 L84 96 L76 96 Z" fill={C.stone} />
      <Shrub x={40} y={100} />
      <Shrub x={120} y={100} />
      <Flowers x={22} y={108} />
      <Flowers x={124} y={110} />
    </>
  ),
  // A patio with a table and umbrella, a fence behind the lawn.
  'back-yard': (
    <>
      <Ground y={88} />
      <path d="M0 70 H160 M0 88 H160" stroke={C.wood} strokeWidth="3" />
      <path
        d="M10 70 V88 M30 70 V88 M50 70 V88 M110 70 V88 M130 70 V88 M150 70 V88"
        stroke={C.wood}
        strokeWidth="3"
      />
      <path d="M44 120 L60 96 H112 L128 120 Z" fill={C.stone} />
      <path d="M62 66 Q86 44 110 66 Z" fill={C.bloom} />
      <rect x="85" y="64" width="2" height="38" fill={C.wood} />
      <ellipse cx="86" cy="104" rx="14" ry="4" fill={C.wood} />
      <Tree x={22} y={60} />
      <Shrub x={142} y={96} />
    </>
  ),
  // The whole lot from above: the house between a front and a back garden.
  'full-yard': (
    <>
      <rect x="16" y="10" width="128" height="100" rx="6" fill={C.lawn} />
      <rect x="56" y="46" width="48" height="28" fill={C.deep} />
      <rect x="74" y="74" width="12" height="36" fill={C.stone} />
      <rect x="34" y="18" width="92" height="18" rx="4" fill={C.stone} />
      <circle cx="32" cy="60" r="10" fill={C.fresh} />
      <circle cx="128" cy="58" r="10" fill={C.fresh} />
      <circle cx="36" cy="94" r="7" fill={C.leaf} />
      <circle cx="124" cy="94" r="7" fill={C.leaf} />
      <Flowers x={48} y={27} />
      <Flowers x={98} y={27} />
    </>
  ),
  // A courtyard: pots against a wall, a small bistro table.
  'small-space': (
    <>
      <rect x="0" y="0" width="160" height="96" fill={C.stone} opacity="0.6" />
      <rect x="0" y="96" width="160" height="24" fill={C.wall} />
      <path d="M0 104 H160 M0 112 H160" stroke={C.stone} strokeWidth="2" />
      <path d="M28 96 L32 74 H52 L56 96 Z" fill={C.wood} />
      <circle cx="42" cy="62" r="14" fill={C.fresh} />
      <path d="M112 96 L115 80 H129 L132 96 Z" fill={C.wood} />
      <path d="M122 80 C112 60 118 48 122 44 C126 48 132 60 122 80 Z" fill={C.leaf} />
      <ellipse cx="84" cy="84" rx="14" ry="4" fill={C.deep} />
      <rect x="83" y="84" width="2" height="14" fill={C.deep} />
      <Flowers x={76} y={78} />
    </>
  ),
  // A modest house with young shrubs either side.
  'starter-full-yard': (
    <>
      <Ground />
      <House x={58} w={44} top={64} />
      <Shrub x={36} y={98} w={9} />
      <Shrub x={124} y={98} w={9} />
      <path
        d="M20 96 V84 M20 88 Q14 84 14 80 M20 86 Q26 82 26 78"
        stroke={C.leaf}
        strokeWidth="3"
        fill="none"
      />
      <path
        d="M142 96 V84 M142 88 Q136 84 136 80 M142 86 Q148 82 148 78"
        stroke={C.leaf}
        strokeWidth="3"
        fill="none"
      />
    </>
  ),
  // One seedling in a fresh bed: a first design for one yard.
  'starter-front-or-backyard': (
    <>
      <Ground y={92} />
      <ellipse cx="80" cy="96" rx="40" ry="8" fill={C.wood} opacity="0.7" />
      <path d="M80 94 V56" stroke={C.leaf} strokeWidth="4" />
      <path d="M80 70 C62 70 52 58 50 46 C66 46 78 54 80 70 Z" fill={C.fresh} />
      <path d="M80 62 C96 62 106 50 110 38 C94 38 82 46 80 62 Z" fill={C.leaf} />
      <circle cx="128" cy="30" r="12" fill={C.sun} />
    </>
  ),
  // The Full Yard with a partner's rewards ribbon.
  'partner-rewards-full-yard': (
    <>
      <Ground />
      <House x={46} w={56} top={60} />
      <Tree x={126} y={66} />
      <Shrub x={28} y={100} />
      <path d="M126 10 L134 26 L130 44 L126 38 L122 44 L118 26 Z" fill={C.bloom} />
      <circle cx="126" cy="22" r="12" fill={C.sun} />
      <path
        d="M126 15 L128 20 H133 L129 23 L131 28 L126 25 L121 28 L123 23 L119 20 H124 Z"
        fill={C.wood}
      />
    </>
  ),
  // A two-storey home, its garden and its exterior designed as one.
  'whole-home': (
    <>
      <Ground />
      <path d="M36 48 L80 18 L124 48 Z" fill={C.deep} />
      <rect x="42" y="48" width="76" height="48" fill={C.wall} />
      <rect x="50" y="56" width="14" height="12" fill={C.water} />
      <rect x="96" y="56" width="14" height="12" fill={C.water} />
      <rect x="50" y="76" width="14" height="12" fill={C.water} />
      <rect x="96" y="76" width="14" height="12" fill={C.water} />
      <rect x="73" y="74" width="14" height="22" fill={C.wood} />
      <Tree x={18} y={64} r={13} />
      <Tree x={142} y={64} r={13} />
      <Flowers x={48} y={104} />
      <Flowers x={98} y={104} />
    </>
  ),
  // The front door up close: steps, a lamp and planters.
  'curb-appeal': (
    <>
      <rect x="0" y="0" width="160" height="120" fill={C.wall} />
      <rect x="60" y="24" width="40" height="72" rx="20" fill={C.deep} />
      <circle cx="92" cy="64" r="2.5" fill={C.sun} />
      <rect x="50" y="96" width="60" height="8" fill={C.stone} />
      <rect x="42" y="104" width="76" height="16" fill={C.stone} opacity="0.8" />
      <rect x="110" y="36" width="6" height="12" fill={C.sun} />
      <path d="M24 96 L28 76 H44 L48 96 Z" fill={C.wood} />
      <circle cx="36" cy="64" r="14" fill={C.fresh} />
      <path d="M112 96 L116 76 H132 L136 96 Z" fill={C.wood} />
      <circle cx="124" cy="64" r="14" fill={C.fresh} />
    </>
  ),
  // A resort garden: a pool, a lounger and palms.
  'uber-premium': (
    <>
      <Ground y={80} />
      <rect x="40" y="86" width="84" height="24" rx="12" fill={C.water} />
      <path d="M50 98 Q60 94 70 98 T90 98 T110 98" stroke={C.wall} strokeWidth="2" fill="none" />
      <path d="M24 84 V40" stroke={C.wood} strokeWidth="4" />
      <path
        d="M24 40 Q8 36 4 46 M24 40 Q40 34 46 44 M24 40 Q14 26 6 28 M24 40 Q34 24 44 26"
        stroke={C.leaf}
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M136 84 V48" stroke={C.wood} strokeWidth="4" />
      <path
        d="M136 48 Q120 44 116 54 M136 48 Q152 42 156 52 M136 48 Q128 34 120 36"
        stroke={C.leaf}
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M60 76 L100 76 L108 66" stroke={C.wood} strokeWidth="4" fill="none" />
      <circle cx="80" cy="26" r="12" fill={C.sun} />
    </>
  ),
  // A planting palette: a large leaf, a flower and a fern.
  botanical: (
    <>
      <Ground y={100} />
      <path d="M52 100 C20 86 20 40 52 24 C70 44 70 84 52 100 Z" fill={C.leaf} />
      <path d="M52 100 V32" stroke={C.pale} strokeWidth="2" />
      <path d="M92 100 V58" stroke={C.leaf} strokeWidth="3" />
      <circle cx="92" cy="50" r="6" fill={C.sun} />
      <circle cx="92" cy="40" r="7" fill={C.bloom} />
      <circle cx="102" cy="50" r="7" fill={C.bloom} />
      <circle cx="82" cy="50" r="7" fill={C.bloom} />
      <circle cx="92" cy="60" r="7" fill={C.bloom} />
      <circle cx="92" cy="50" r="5" fill={C.sun} />
      <path
        d="M128 100 C128 76 134 56 146 42 M130 86 L118 80 M131 76 L142 68 M134 66 L124 58 M138 58 L148 52"
        stroke={C.fresh}
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
    </>
  ),
  // A wrapped present with a leaf tag.
  'gift-card': (
    <>
      <rect x="44" y="52" width="72" height="52" rx="3" fill={C.deep} />
      <rect x="38" y="40" width="84" height="16" rx="3" fill={C.leaf} />
      <rect x="74" y="40" width="12" height="64" fill={C.bloom} />
      <path d="M80 40 C66 22 52 30 62 40 Z M80 40 C94 22 108 30 98 40 Z" fill={C.bloom} />
      <path d="M116 70 C128 66 136 74 134 84 C124 86 116 80 116 70 Z" fill={C.fresh} />
    </>
  ),
  // A plan sheet with one part redrawn in pencil.
  'additional-revision': (
    <>
      <rect
        x="36"
        y="14"
        width="88"
        height="94"
        rx="4"
        fill={C.wall}
        stroke={C.pale}
        strokeWidth="2"
      />
      <rect x="48" y="28" width="36" height="22" fill={C.lawn} />
      <circle cx="104" cy="40" r="10" fill={C.fresh} />
      <path d="M48 64 H112 M48 76 H96" stroke={C.pale} strokeWidth="4" />
      <path
        d="M52 92 Q66 80 80 92"
        stroke={C.bloom}
        strokeWidth="3"
        fill="none"
        strokeDasharray="4 3"
      />
      <path d="M96 104 L132 68 L142 78 L106 114 L94 116 Z" fill={C.sun} />
      <path d="M132 68 L142 78 L146 74 L136 64 Z" fill={C.bloom} />
    </>
  ),
  // A small garden growing into a larger one.
  upgrade: (
    <>
      <Ground y={100} />
      <rect x="16" y="78" width="36" height="22" fill={C.wall} />
      <path d="M12 78 L34 62 L56 78 Z" fill={C.pale} />
      <Shrub x={34} y={102} w={8} />
      <path
        d="M64 74 H88 M80 64 L92 74 L80 84"
        stroke={C.leaf}
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <House x={104} w={44} top={62} base={100} />
      <Shrub x={152} y={100} w={8} />
      <Flowers x={112} y={108} />
    </>
  ),
};
