/** The owner's pages (decisions/030). */
export const EDITOR_PATH = '/admin/editor';
export const LOGIN_PATH = '/admin/login';
