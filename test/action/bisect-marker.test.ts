import { describe, expect, it } from 'vitest';
import { bisectCommentMarker } from '../../src/github/bisect-comment.js';

// The hidden first line that finds bisect's comment again: one per suite and matrix leg, and a
// line whatever the suite's name holds (the history issue's marker is encoded alike).

describe("bisect's comment marker", () => {
  it('tells a suite named "x key=y" from suite x of leg y, and keeps any name inside one HTML comment', () => {
    expect(bisectCommentMarker('x key=y', '')).not.toBe(bisectCommentMarker('x', 'y'));
    const marker = bisectCommentMarker('a -->\n# b', 'k\n');
    expect(marker.split('\n')).toHaveLength(1);
    expect(marker.indexOf('-->')).toBe(marker.length - 3);
    expect(bisectCommentMarker('default', '')).toBe('<!-- benchgate-bisect suite=default -->');
  });
});
