import type { AuditAction } from '@domain/history';

/**
 * What the history's and the audit log's action names say to a staff member (#34's Activity screen
 * and an item's History panel): 'trash.purge' reads "Deleted for good". The server's names are
 * the API's (AUDIT_ACTIONS in domain/history.ts), each with its words here; a name the server
 * adds later, before this bundle knows it, shows as itself, spaced out.
 */
const ACTION_WORDS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Edited',
  delete: 'Deleted',
  restore: 'Restored',
  'trash.purge': 'Deleted for good',
  'auth.register': 'Registered',
  'auth.login': 'Signed in',
  'auth.login.failed': 'Sign-in failed',
  'auth.logout': 'Signed out',
  'auth.logout.others': 'Signed out other devices',
  'auth.refresh.reuse': 'An old session token was reused (that sign-in was ended)',
  'auth.password.change': 'Changed password',
  'auth.password.reset': 'Reset password',
  'auth.2fa.enable': 'Turned on two-factor',
  'auth.2fa.disable': 'Turned off two-factor',
  'auth.passkey.add': 'Added a passkey',
  'auth.passkey.remove': 'Removed a passkey',
  'team.invite': 'Invited a member',
  'team.invite.accept': 'Accepted an invitation',
  'team.invite.revoke': 'Revoked an invitation',
  'team.update': "Changed a member's access",
  'team.reset-link': 'Made a password reset link',
  'team.reset-link.revoke': 'Revoked a password reset link',
  'settings.team-policy': "Changed the team's sign-in policy",
  'contact.update': 'Changed a message',
  'contact.delete': 'Deleted a message',
};

/** 'trash.purge' → 'Deleted for good'; an unknown name → 'some new action' (its dots and dashes as spaces). */
export function actionWords(action: string): string {
  return Object.hasOwn(ACTION_WORDS, action) ? ACTION_WORDS[action as AuditAction] : action.replace(/[.-]/g, ' ');
}
