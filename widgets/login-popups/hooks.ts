/** HOOKS.md "Accounts": the login triggers and the comment links that act as triggers. */
export const LOGIN_TRIGGER = '.act-rehub-login-popup';
export const COMMENT_LOGIN_LINKS = '#respond .must-log-in a, .comment-reply-login';

/** The auth forms of the pop-ups (HOOKS.md), submitted through admin-ajax. */
export const AUTH_FORMS = '#rehub_login_form_modal, #rehub_registration_form_modal, #rehub_reset_password_form_modal';
