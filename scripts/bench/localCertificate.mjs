import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * @typedef {object} LocalCertificate
 * @property {string} key   PEM private key
 * @property {string} cert  PEM certificate for 127.0.0.1
 * @property {string} spki  base64 SHA-256 of the public key: Chromium trusts it with
 *   --ignore-certificate-errors-spki-list, and nothing else is trusted by it
 */

/**
 * A throw-away self-signed certificate for 127.0.0.1 (valid one day), made with openssl, so the
 * bench can serve over HTTPS and therefore HTTP/2 as Firebase Hosting does.
 * @returns {Promise<LocalCertificate>}
 */
export async function createLocalCertificate() {
  const dir = await mkdtemp(join(tmpdir(), 'yardwise-bench-tls-'));
  try {
    const keyFile = join(dir, 'key.pem');
    const certFile = join(dir, 'cert.pem');
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=127.0.0.1',
          '-addext',
          'subjectAltName=IP:127.0.0.1',
          '-keyout',
          keyFile,
          '-out',
          certFile,
        ],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      );
    } catch (error) {
      throw new Error(
        'The bench serves the build over HTTPS/HTTP2 and needs openssl to make a local ' +
          'certificate (apt-get install openssl)',
        { cause: error },
      );
    }
    const [key, cert] = await Promise.all([readFile(keyFile, 'utf8'), readFile(certFile, 'utf8')]);
    const publicKey = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
    return { key, cert, spki: createHash('sha256').update(publicKey).digest('base64') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
