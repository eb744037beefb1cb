/** HOOKS.md "Accounts": the login triggers and the comment links that act as triggers. */
export const LOGIN_TRIGGER = '.act-rehub-login-popup';
export const COMMENT_LOGIN_LINKS = '#respond .must-log-in a, .comment-reply-login';
