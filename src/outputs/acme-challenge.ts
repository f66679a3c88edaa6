// Where certbot's webroot challenge is answered from: the generated nginx
// config and Caddyfile serve this folder's challenge files over plain HTTP at
// the host's root (where the challenge always is, whatever path the site is
// under). It is Debian's default nginx root, so the first certificate can be
// taken while Debian's default site still answers, and renewals go on through
// the generated configs from the same folder.
/** The folder: certbot certonly --webroot -w /var/www/html -d <host>. */
export const ACME_WEBROOT = "/var/www/html";

/** The path the challenge files are asked at. */
export const ACME_PATH = "/.well-known/acme-challenge/";
