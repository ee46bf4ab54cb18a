import '@/lib/forms/zod-setup';
import { z } from 'zod';

/** NIST SP 800-63B: length over composition rules; 12 is what the forms' hints state. */
export const MIN_PASSWORD_LENGTH = 12;

/** Long passwords heading the breach lists (NCSC, SecLists top 100,000), refused in any case; length does the rest. */
const COMMON_PASSWORDS = new Set([
  '123456789012',
  '1234567890123',
  '12345678910',
  'qwertyuiopasdfghjkl',
  'qwertyuiop123',
  'qwertyuiop12',
  '1q2w3e4r5t6y',
  '1qaz2wsx3edc',
  'zaq12wsxcde3',
  'password1234',
  'password12345',
  'password123456',
  'passwordpassword',
  'iloveyou1234',
  'adminadmin123',
  'administrator',
  'administrator1',
  'welcome12345',
  'letmein12345',
  'changeme1234',
  'football1234',
  'baseball1234',
  'sunshine1234',
  'princess1234',
  'abcdefghijkl',
  'abc123456789',
  'aaaaaaaaaaaa',
  'correcthorsebatterystaple',
]);

/** Null when it passes, else the field's reason. */
export function passwordProblem(password: string, loginName = ''): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `At least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > 200) return 'At most 200 characters';
  if (new Set(password).size < 5) return 'Too predictable';
  if (COMMON_PASSWORDS.has(password.toLowerCase().replace(/\s+/g, ''))) return 'Too common: it is on breach lists';
  // An email's local part counts as the name; under 3 letters it would refuse too much.
  const name = loginName.toLowerCase().split('@')[0]!;
  if (name.length >= 3 && password.toLowerCase().includes(name)) return 'Must not contain the login name';
  return null;
}

/** The login name, known only on the server, is checked there. */
export const newPasswordField = z.string().superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
