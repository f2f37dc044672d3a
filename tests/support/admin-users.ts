import { hash } from "@node-rs/argon2";
import type { APIRequestContext, TestInfo } from "@playwright/test";
import { queryOne, run } from "./admin-helpers";
import { expect } from "./fixtures";
import { apiContext, randomAddress } from "./fuzz-kit";
import { E2E_ADMIN_PORT } from "./env";

/**
 * Accounts of other roles for the admin tests (issue 19, docs/decisions/034): made straight in the
 * admin server's database with an Argon2 hash, as admin-account.spec.ts does, so each test has its
 * own and the shared administrator stays as every test knows it.
 */
export interface TestAccount {
  id: number;
  username: string;
  password: string;
  displayName: string;
}

export const TEST_PASSWORD = "copper drums at dawn 7";

export async function createAccount(
  testInfo: TestInfo,
  role: "administrator" | "editor",
  base: string = role,
): Promise<TestAccount> {
  const username =
    `${base}-${testInfo.project.name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.toLowerCase();
  const displayName = `${role === "editor" ? "Edna Editor" : "Ada Admin"} ${Math.floor(Math.random() * 1000)}`;
  run(
    "INSERT INTO admin_users (username, password_hash, role, display_name, email) VALUES (?, ?, ?, ?, ?)",
    username,
    await hash(TEST_PASSWORD),
    role,
    displayName,
    `${username}@example.test`,
  );
  const id = queryOne<{ id: number }>(
    "SELECT id FROM admin_users WHERE username = ?",
    username,
  )!.id;
  return { id, username, password: TEST_PASSWORD, displayName };
}

/** An API client signed in as this account (its own client address, a same-origin Origin). */
export async function apiSignedInAs(account: {
  username: string;
  password: string;
}): Promise<APIRequestContext> {
  const baseURL = `http://127.0.0.1:${E2E_ADMIN_PORT}`;
  const api = await apiContext(baseURL, {
    "X-Forwarded-For": randomAddress(),
    Origin: baseURL,
  });
  const response = await api.post("/admin/login", {
    form: { username: account.username, password: account.password },
    maxRedirects: 0,
  });
  expect(response.status(), `login as ${account.username}`).toBe(302);
  return api;
}
