import { canAccessArea, type MenuArea } from '@scm/contract';
import type { Principal } from '../auth/context';
import type { StoredFileRow } from './queries';

/** A later module's grant: e.g. a customer may read the draft attached to its own shopping-bag design slot. */
export type FileReadRule = (principal: Principal, file: StoredFileRow) => Promise<boolean>;

/** A kind of record files are attached to, registered by the module that owns those records. */
export interface FileOwnerKind {
  /** The menu area of the owning records: reading the file needs its read authority. */
  area: MenuArea;
  /** A wider read grant than the area's, e.g. every employee sees a colleague's stamp on shared documents. */
  canRead?: (principal: Principal, file: StoredFileRow) => boolean | Promise<boolean>;
}

/** What DELETE /api/file/{id} may do with a file for this principal. */
export type FileDeletion = 'allowed' | 'attached' | 'hidden';

/**
 * Who may read or delete a stored file. A file attached to a record (`ownerType`/`ownerId`) belongs to it: it is
 * read with the owner area's read authority (or the kind's own grant) and replaced or removed only through the
 * owning record's routes. A file not yet attached is its uploader's alone, staff included: nothing links to it
 * yet, and it is often a customer's artwork for an order not yet placed.
 * Modules register while they are registered: `app.files.access.registerOwner('employee-stamp', { area: 'COMMON' })`,
 * `app.files.access.allowRead(async (p, file) => ...)`.
 */
export class FileAccess {
  private readonly readRules: FileReadRule[] = [];
  private readonly owners = new Map<string, FileOwnerKind>();

  registerOwner(ownerType: string, kind: FileOwnerKind) {
    if (ownerType.length > 32) throw new Error(`file owner type too long: ${ownerType}`);
    if (this.owners.has(ownerType)) throw new Error(`file owner type registered twice: ${ownerType}`);
    this.owners.set(ownerType, kind);
  }

  allowRead(rule: FileReadRule) {
    this.readRules.push(rule);
  }

  async canReadFile(principal: Principal, file: StoredFileRow): Promise<boolean> {
    if (file.ownerType === null) {
      if (file.uploadedBy === principal.accountId) return true;
    } else {
      // A kind nobody registered (its module gone) is readable through explicit rules only.
      const kind = this.owners.get(file.ownerType);
      if (kind && canAccessArea(principal.authorities, kind.area)) return true;
      if (kind?.canRead && (await kind.canRead(principal, file))) return true;
    }
    for (const rule of this.readRules) if (await rule(principal, file)) return true;
    return false;
  }

  /** Only the uploader deletes an unattached file; an attached one is refused to whoever can see it. */
  async deletion(principal: Principal, file: StoredFileRow): Promise<FileDeletion> {
    if (file.ownerType === null) return file.uploadedBy === principal.accountId ? 'allowed' : 'hidden';
    return (await this.canReadFile(principal, file)) ? 'attached' : 'hidden';
  }
}
