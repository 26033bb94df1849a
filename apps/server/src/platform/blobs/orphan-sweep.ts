import type { BlobStore, ListedBlob } from './blob-store.ts';

/** Where a key belongs: the unit removed as one, and the id of the row that would own it. */
export interface BlobUnitRef {
  /** A folder (ending in '/') or a single key. */
  unit: string;
  rowId: string;
}

/** A part of the blob store whose blobs rows own (photos, archives, exports...). */
export interface BlobOwner {
  /** The folder it owns, e.g. 'photos/'. */
  prefix: string;
  /** The unit of one of its keys; undefined for a key of no shape it writes (never removed). */
  unitOf(key: string): BlobUnitRef | undefined;
  /** Of these units, the ones a row still owns. */
  owned(units: readonly BlobUnitRef[]): Promise<Set<string>>;
}

/**
 * `unitOf` for a store part laid out `<prefix><owner>/<row id>/...`: a row's whole folder is one
 * unit (photos, export chunks).
 */
export function rowFolderUnitOf(prefix: string): BlobOwner['unitOf'] {
  return (key) => {
    const [owner, rowId, ...rest] = key.slice(prefix.length).split('/');
    if (!key.startsWith(prefix) || !owner || !rowId || rest.length === 0) {
      return undefined;
    }
    return { unit: `${prefix}${owner}/${rowId}/`, rowId };
  };
}

export interface SweptUnit {
  unit: string;
  blobs: number;
  bytes: number;
  /** The newest of its blobs' last writes. */
  lastModified: Date;
}

export interface OrphanSweepOptions {
  blobs: BlobStore;
  owners: readonly BlobOwner[];
  /** The key the previous run ended on (its `next`); from the start when undefined. */
  after: string | undefined;
  /** Units (folders, or single blobs) examined at most in this run. */
  pageSize: number;
  /** A unit with a blob written less than this long ago is left alone: its row may follow. */
  minAgeMs: number;
  now: Date;
  /** Removes the orphans; otherwise only reports them. */
  apply: boolean;
}

export interface OrphanSweepOutcome {
  examined: number;
  /** Units no row owns and old enough: removed, or (dry run) to be removed. */
  orphans: SweptUnit[];
  /** Units no row owns yet, but written within the minimum age. */
  tooRecent: SweptUnit[];
  /** Keys of no shape their owner writes: left alone. */
  unrecognised: string[];
  /** Where the next run starts (`after`); undefined once the whole store was swept. */
  next: string | undefined;
}

interface ListedUnit extends SweptUnit {
  owner: BlobOwner;
  ref: BlobUnitRef | undefined;
  lastKey: string;
}

/**
 * Compares the blob store with the rows that own its blobs, one page of units per run: lists
 * each owner's folder in key order from where the last run ended, groups keys into units, and
 * asks the owner's rows which units they still name. Orphans older than the minimum age are
 * reported and, with `apply`, removed. Memory and time are bounded by the page size whatever the
 * store holds; the outcome's `next` resumes it.
 */
export async function sweepOrphanBlobs(options: OrphanSweepOptions): Promise<OrphanSweepOutcome> {
  if (!Number.isInteger(options.pageSize) || options.pageSize < 1) {
    throw new Error(`The page size must be a positive integer, got ${options.pageSize}`);
  }
  const page = await listPage(options);
  const outcome: OrphanSweepOutcome = {
    examined: page.units.length,
    orphans: [],
    tooRecent: [],
    unrecognised: [],
    next: page.next,
  };
  const oldest = options.now.getTime() - options.minAgeMs;
  const ownedBy = new Map<BlobOwner, Set<string>>();
  for (const owner of options.owners) {
    const refs = page.units.flatMap((unit) => (unit.owner === owner && unit.ref ? [unit.ref] : []));
    ownedBy.set(owner, refs.length > 0 ? await owner.owned(refs) : new Set());
  }
  for (const unit of page.units) {
    const report: SweptUnit = {
      unit: unit.unit,
      blobs: unit.blobs,
      bytes: unit.bytes,
      lastModified: unit.lastModified,
    };
    if (!unit.ref) {
      outcome.unrecognised.push(unit.unit);
    } else if (ownedBy.get(unit.owner)?.has(unit.unit) === true) {
      continue;
    } else if (unit.lastModified.getTime() > oldest) {
      outcome.tooRecent.push(report);
    } else {
      if (options.apply) {
        await removeUnit(options.blobs, unit.unit);
      }
      outcome.orphans.push(report);
    }
  }
  return outcome;
}

async function removeUnit(blobs: BlobStore, unit: string): Promise<void> {
  if (unit.endsWith('/')) {
    await blobs.deletePrefix(unit);
  } else {
    await blobs.delete(unit);
  }
}

/** Up to `pageSize` whole units, in key order from `after`, and where the next page starts. */
async function listPage(
  options: OrphanSweepOptions,
): Promise<{ units: ListedUnit[]; next: string | undefined }> {
  const owners = [...options.owners].sort((a, b) => (a.prefix < b.prefix ? -1 : 1));
  const after = options.after;
  const first = after === undefined ? 0 : owners.findIndex((o) => after.startsWith(o.prefix));
  if (first < 0) {
    throw new Error(`The cursor ${JSON.stringify(after)} is in no folder this sweep covers`);
  }
  const units: ListedUnit[] = [];
  for (const owner of owners.slice(first)) {
    const startAfter = owner === owners[first] ? after : undefined;
    for await (const blob of options.blobs.list(owner.prefix, startAfter ? { startAfter } : {})) {
      const ref = owner.unitOf(blob.key);
      const unitName = ref?.unit ?? blob.key;
      const current = units.at(-1);
      if (current?.unit === unitName && current.owner === owner) {
        addBlob(current, blob);
        continue;
      }
      // The page is full once the next unit begins: every unit in it is whole.
      if (units.length >= options.pageSize) {
        return { units, next: current?.lastKey };
      }
      units.push({
        owner,
        ref,
        unit: unitName,
        blobs: 1,
        bytes: blob.size,
        lastModified: blob.lastModified,
        lastKey: blob.key,
      });
    }
  }
  return { units, next: undefined };
}

function addBlob(unit: ListedUnit, blob: ListedBlob): void {
  unit.blobs++;
  unit.bytes += blob.size;
  unit.lastKey = blob.key;
  if (blob.lastModified > unit.lastModified) {
    unit.lastModified = blob.lastModified;
  }
}
