import type { SubmissionResult } from '@conform-to/react';

/** What every dialog action answers when it does not redirect (app/lib/forms/dialog-actions.server.ts). */
export interface DialogActionData {
  result: SubmissionResult<string[]>;
  /** Success text shown in the dialog (forgot password, contact). */
  success?: string;
}
