// Contract: starts the background loop that retries queued mail. Stub until the forms work lands.
export function startOutboxWorker(): void {}
