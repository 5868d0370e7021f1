import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../paths';

// The 10,000 most common passwords (SecLists, MIT; source and licence in common-passwords.LICENSE beside the list).
const LIST_FILE = path.join(projectRoot, 'src/server/auth/common-passwords.txt');

let commonPasswords: Set<string> | undefined;

function loadCommonPasswords(): Set<string> {
  const lines = fs.readFileSync(LIST_FILE, 'utf8').split('\n');
  return new Set(lines.map((line) => line.trim().toLowerCase()).filter(Boolean));
}

/** True for a password on the list, whatever its letter case ("Password1" is as guessable as "password1"). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= loadCommonPasswords();
  return commonPasswords.has(password.toLowerCase());
}
