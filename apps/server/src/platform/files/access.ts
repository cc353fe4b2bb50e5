import type { Principal } from '../auth/context';
import type { StoredFileRow } from './queries';

/** A later module's grant: e.g. a customer may read the draft attached to its own shopping-bag design slot. */
export type FileReadRule = (principal: Principal, file: StoredFileRow) => Promise<boolean>;

/**
 * Who may read or delete a stored file. Employees may do both; a customer may read and delete what it
 * uploaded, and read whatever a registered rule grants through the documents the file is attached to.
 * Modules add rules while registering: `app.files.access.allowRead(async (p, file) => ...)`.
 */
export class FileAccess {
  private readonly readRules: FileReadRule[] = [];

  allowRead(rule: FileReadRule) {
    this.readRules.push(rule);
  }

  async canReadFile(principal: Principal, file: StoredFileRow): Promise<boolean> {
    if (this.canDeleteFile(principal, file)) return true;
    for (const rule of this.readRules) if (await rule(principal, file)) return true;
    return false;
  }

  canDeleteFile(principal: Principal, file: StoredFileRow): boolean {
    return principal.userType === 'employee' || file.uploadedBy === principal.accountId;
  }
}
