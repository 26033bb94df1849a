/**
 * The signed-in account's subject, kept for tracking (the spec records it after sign-in).
 * No third-party tracker is loaded; error reports and future analytics read it from here.
 */
let trackedSubject: string | undefined;

export function setTrackedSubject(subject: string | undefined): void {
  trackedSubject = subject;
}

export function getTrackedSubject(): string | undefined {
  return trackedSubject;
}
