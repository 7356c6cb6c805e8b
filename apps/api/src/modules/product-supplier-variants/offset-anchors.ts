import { createByteBudgetCache } from '../../lib/byte-budget-cache';
import { MINUTE_MS } from '../../lib/time';

/** Offers between two anchors: a deep page skips at most this many in the index. */
export const ANCHOR_SPACING = 1000;

/** Where a list stands at a multiple of {@link ANCHOR_SPACING}: the sort key and id of that offer. */
export interface Anchor {
  key: string | number;
  id: string;
}

/** Reads the anchor after `after` (the first one without): the offer `spacing` further, if the list reaches it. */
export type NextAnchor = (after: Anchor | undefined) => Promise<Anchor | undefined>;

/** Where a page starts: skip `skip` offers after `after` (from the list's start without one). */
export interface PageStart {
  after: Anchor | undefined;
  skip: number;
}

/**
 * Memory the anchors may take: a million-offer list has a thousand anchors (about 160 KB), so
 * this keeps a dozen such lists. The keys carry the catalogue version, so a write retires them.
 */
const ANCHORS_MAX_BYTES = 2 * 1024 * 1024;
/** About what one anchor keeps alive (a 36-character id and an ISO time, and the object). */
const ANCHOR_BYTES = 160;

/**
 * Remembers, per list (its filters, order and catalogue version), the offer found every
 * ANCHOR_SPACING positions, so a page at offset 500,000 starts from the anchor before it and
 * skips at most ANCHOR_SPACING offers, instead of walking half a million index entries on
 * every request (SQL's OFFSET counts rows one by one). The anchors are found by walking the list
 * once, only as far as pages were asked for, and the walk costs what a single deep OFFSET did.
 * Any catalogue write changes the version and so retires them: they are never used on data they
 * were not read from. Pages keep the spec's limit and offset.
 */
export class OffsetAnchors {
  /** Offers from one anchor to the next. */
  readonly spacing: number;

  constructor({ spacing = ANCHOR_SPACING }: { spacing?: number } = {}) {
    this.spacing = spacing;
  }

  private readonly lists = createByteBudgetCache<readonly Anchor[]>({
    maxBytes: ANCHORS_MAX_BYTES,
    bytesOf: (anchors) => anchors.length * ANCHOR_BYTES,
    ttlMs: 10 * MINUTE_MS,
  });

  /** Where the page at `offset` of the list `listKey` starts, reading the anchors it lacks with `next`. */
  async pageStart(listKey: string, offset: number, next: NextAnchor): Promise<PageStart> {
    const wanted = Math.floor(offset / this.spacing);
    if (wanted === 0) return { after: undefined, skip: offset };
    const known = this.lists.get(listKey) ?? [];
    // Extended on a copy: another request may extend the same list meanwhile.
    const anchors = [...known];
    while (anchors.length < wanted) {
      const anchor = await next(anchors.at(-1));
      if (!anchor) break;
      anchors.push(anchor);
    }
    if (anchors.length > (this.lists.get(listKey)?.length ?? 0)) this.lists.set(listKey, anchors);
    const used = Math.min(anchors.length, wanted);
    return { after: anchors[used - 1], skip: offset - used * this.spacing };
  }
}
