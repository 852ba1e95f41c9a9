import { describe, expect, it } from 'vitest';
import {
  INSPIRATION_MAX_LINKS,
  inspirationAnswersSchema,
  inspirationComplete,
  inspirationFormErrors,
  inspirationFormValuesFrom,
  inspirationInput,
  LANDSCAPE_INSPIRATION_MAX_PHOTOS,
  linkError,
  sameInspirationForm,
} from './inspiration';
import {
  LINK_INVALID,
  LINK_NOT_HTTPS,
  LINK_REPEATED,
  NO_INSPIRATION_CONFLICT,
} from './inspirationMessages';

const BOARD = 'https://www.pinterest.com/ana/cottage-garden/';
const ARTICLE = 'https://www.gardenersworld.com/plants/best-plants-for-shade/?page=2#list';

describe('a link to a board or article', () => {
  it.each([BOARD, ARTICLE, 'https://houzz.com', 'HTTPS://Example.COM:8443/a', `  ${BOARD}  `])(
    'takes %s',
    (link) => {
      expect(linkError(link)).toBeNull();
    },
  );

  it.each([
    ['http, not https', 'http://www.pinterest.com/board', LINK_NOT_HTTPS],
    ['no scheme', 'www.pinterest.com/board', LINK_NOT_HTTPS],
    ['a script', 'javascript:alert(1)', LINK_NOT_HTTPS],
    ['a data address', 'data:text/html,<b>hi</b>', LINK_NOT_HTTPS],
    ['ftp', 'ftp://files.example.com/plan', LINK_NOT_HTTPS],
    ['words', 'my pinterest board', LINK_INVALID],
    ['no host', 'https://', LINK_INVALID],
    ['a host without a dot', 'https://localhost/x', LINK_INVALID],
    ['a bare IP address', 'https://10.0.0.1/admin', LINK_INVALID],
    ['a user name in it', 'https://ana:secret@example.com/', LINK_INVALID],
    ['spaces inside', 'https://example.com/my board', LINK_INVALID],
    ['angle brackets', 'https://example.com/<script>', LINK_INVALID],
  ])('refuses %s', (_label, link, message) => {
    expect(linkError(link)).toBe(message);
  });

  it('takes up to 500 characters and refuses 501', () => {
    const at500 = `https://example.com/${'a'.repeat(500 - 'https://example.com/'.length)}`;
    expect(at500).toHaveLength(500);
    expect(linkError(at500)).toBeNull();
    expect(linkError(`${at500}b`)).toBe('Please keep each link to 500 characters or fewer.');
  });
});

describe('the inspiration answers', () => {
  const valid = (answers: unknown) => inspirationAnswersSchema.isValidSync(answers);

  it('take up to 5 links and "I don\'t have any"', () => {
    expect(LANDSCAPE_INSPIRATION_MAX_PHOTOS).toBe(10);
    expect(INSPIRATION_MAX_LINKS).toBe(5);
    const five = Array.from({ length: 5 }, (_, index) => `https://example.com/${index}`);
    expect(valid({ links: five, noneToShare: false })).toBe(true);
    expect(valid({ links: [...five, 'https://example.com/5'], noneToShare: false })).toBe(false);
    expect(valid({ links: [], noneToShare: true })).toBe(true);
  });

  it.each([
    [
      'a repeated link',
      { links: [BOARD, BOARD.replace('www.pinterest', 'WWW.Pinterest')], noneToShare: false },
    ],
    ['an http link', { links: ['http://example.com'], noneToShare: false }],
    ['an empty link', { links: [''], noneToShare: false }],
    ['"I don\'t have any" beside a link', { links: [BOARD], noneToShare: true }],
    ['no answer about having none', { links: [] }],
    ['an unknown field', { links: [], noneToShare: false, photos: 3 }],
    ['a link that is not text', { links: [42], noneToShare: false }],
  ])('refuse %s', (_label, answers) => {
    expect(valid(answers)).toBe(false);
  });

  it('say why "I don\'t have any" beside a link is refused', () => {
    expect(() =>
      inspirationAnswersSchema.validateSync({ links: [BOARD], noneToShare: true }),
    ).toThrow(NO_INSPIRATION_CONFLICT);
  });

  it('complete the step with a photo, a link or "I don\'t have any"', () => {
    expect(inspirationComplete({ links: [], noneToShare: false }, 0)).toBe(false);
    expect(inspirationComplete({ links: [], noneToShare: false }, 1)).toBe(true);
    expect(inspirationComplete({ links: [BOARD], noneToShare: false }, 0)).toBe(true);
    expect(inspirationComplete({ links: [], noneToShare: true }, 0)).toBe(true);
  });
});

describe('the inspiration form', () => {
  it('marks each link box with its own error, leaving empty boxes alone', () => {
    expect(
      inspirationFormErrors({
        links: [BOARD, '', 'http://x.com', ` ${BOARD}`],
        noneToShare: false,
      }),
    ).toEqual({ links: [undefined, undefined, LINK_NOT_HTTPS, LINK_REPEATED] });
    expect(inspirationFormErrors({ links: [BOARD, '  '], noneToShare: false })).toEqual({});
  });

  it('sends the filled links trimmed, and "I don\'t have any" only while nothing was added', () => {
    expect(inspirationInput({ links: [` ${BOARD} `, ''], noneToShare: false }, 0)).toEqual({
      links: [BOARD],
      noneToShare: false,
    });
    expect(inspirationInput({ links: [''], noneToShare: true }, 0)).toEqual({
      links: [],
      noneToShare: true,
    });
    expect(inspirationInput({ links: [], noneToShare: true }, 2)).toEqual({
      links: [],
      noneToShare: false,
    });
  });

  it('is filled from saved answers or a draft, leaving out what it does not know', () => {
    expect(inspirationFormValuesFrom({ links: [BOARD, 7], noneToShare: 'yes' })).toEqual({
      links: [BOARD],
      noneToShare: false,
    });
    expect(inspirationFormValuesFrom(null)).toEqual({ links: [], noneToShare: false });
  });

  it('counts empty boxes and surrounding spaces as no change', () => {
    expect(
      sameInspirationForm(
        { links: [BOARD], noneToShare: false },
        { links: ['', ` ${BOARD}`], noneToShare: false },
      ),
    ).toBe(true);
    expect(
      sameInspirationForm(
        { links: [BOARD], noneToShare: false },
        { links: [], noneToShare: false },
      ),
    ).toBe(false);
  });
});
