import type { ConstraintMessages } from '../platform/errors/index.ts';

/** What each named constraint of the accounts' tables means to a person. */
export const constraintMessages: ConstraintMessages = {
  users_email_unique: { field: 'email', message: 'An account with this email already exists.' },
  users_username_unique: { field: 'username', message: 'This username is already taken.' },
  users_email_format: { field: 'email', message: 'Email must be a valid, lower-case email address.' },
  users_username_format: {
    field: 'username',
    message: 'Username must be 3 to 40 lower-case letters, digits, dots, dashes or underscores.',
  },
  users_role_valid: { field: 'role', message: 'Role must be one of "buyer", "vendor" or "admin".' },
};
