import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
/**
 * A server secret: the configured value when there is one, otherwise one generated on first start and kept in
 * `file` in the data directory (readable by the owner only), so it survives restarts without any set-up.
 */
function loadSecret(configured, dataDir, fileName) {
    if (configured)
        return new TextEncoder().encode(configured);
    const file = path.join(dataDir, fileName);
    fs.mkdirSync(dataDir, { recursive: true });
    try {
        fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
    }
    catch (error) {
        if (error.code !== 'EEXIST')
            throw error;
    }
    const secret = fs.readFileSync(file, 'utf8').trim();
    if (secret.length < 32)
        throw new Error(`${file} holds a secret shorter than 32 characters`);
    return new TextEncoder().encode(secret);
}
/** The JWT signing secret (JWT_SECRET, or `DATA_DIR/jwt-secret`); changing it signs everyone out. */
export const loadJwtSecret = (configured, dataDir) => loadSecret(configured, dataDir, 'jwt-secret');
/**
 * The key that seals long-lived data at rest, such as a seller's bank account number (DATA_KEY, or
 * `DATA_DIR/data-key`). It is kept apart from the JWT secret so that rotating the token secret leaves stored
 * data readable; losing it makes that data unreadable for good.
 */
export const loadDataKey = (configured, dataDir) => loadSecret(configured, dataDir, 'data-key');
//# sourceMappingURL=secrets.js.map