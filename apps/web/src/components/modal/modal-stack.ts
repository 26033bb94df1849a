export interface ModalEntry {
  id: string;
  /** Escape (and a click on the backdrop) may close it. */
  closeOnEscape: boolean;
  /** The page behind must not scroll while it is open. */
  lockScroll: boolean;
  close: () => void;
}

/**
 * The open modals and overlays, oldest first (the spec keeps a stack). Escape closes the most
 * recent one that allows it; scrolling is locked while any open one asks for it.
 */
export class ModalStack {
  private entries: ModalEntry[] = [];
  private readonly onChange: (stack: ModalStack) => void;

  constructor(onChange: (stack: ModalStack) => void = () => undefined) {
    this.onChange = onChange;
  }

  push(entry: ModalEntry): () => void {
    this.entries = [...this.entries.filter((existing) => existing.id !== entry.id), entry];
    this.onChange(this);
    return () => {
      this.remove(entry.id);
    };
  }

  remove(id: string): void {
    const before = this.entries.length;
    this.entries = this.entries.filter((entry) => entry.id !== id);
    if (this.entries.length !== before) {
      this.onChange(this);
    }
  }

  get size(): number {
    return this.entries.length;
  }

  isScrollLocked(): boolean {
    return this.entries.some((entry) => entry.lockScroll);
  }

  /** Closes the most recent modal that allows Escape; true when the key was used. */
  handleEscape(): boolean {
    const closable = this.entries.findLast((entry) => entry.closeOnEscape);
    if (closable) {
      closable.close();
      return true;
    }
    // A modal that may not be dismissed is open: Escape must not reach the page either.
    return this.entries.length > 0;
  }
}
