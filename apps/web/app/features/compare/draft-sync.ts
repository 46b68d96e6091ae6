/**
 * Whether a filter state the page loads replaces the visitor's draft. The draft is sent (to the URL,
 * then the server) a moment after each change; each send comes back as a loaded state. One that comes
 * back while the visitor has changed something since, or while a later send is still on its way, is
 * older than the draft: replacing the draft with it would undo what they just typed. Any other loaded
 * state (the back button, a shared link) replaces the draft.
 */
export class DraftSync {
  private inFlight = 0;
  private dirty = false;

  /** The visitor changed the draft; it is sent after a pause. */
  changed(): void {
    this.dirty = true;
  }

  /** The draft was sent; its state will come back as a loaded one. */
  sent(): void {
    this.dirty = false;
    this.inFlight += 1;
  }

  /** A state was loaded: true when it replaces the draft (and any change waiting to be sent). */
  loaded(): boolean {
    if (this.inFlight > 0) {
      this.inFlight -= 1;
      return this.inFlight === 0 && !this.dirty;
    }
    this.dirty = false;
    return true;
  }
}
