// Contract: creates or updates the single admin account at server start (ADMIN_USERNAME /
// ADMIN_PASSWORD). Stub until the blog/admin work lands.
export async function bootstrapAdmin(): Promise<void> {}
