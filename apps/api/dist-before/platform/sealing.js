import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
export function createSealer(secret, purpose) {
    const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `bazaar ${purpose}`, 32));
    return {
        seal(plain) {
            const iv = randomBytes(12);
            const cipher = createCipheriv('aes-256-gcm', key, iv);
            const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
            return [
                'v1',
                iv.toString('base64url'),
                cipher.getAuthTag().toString('base64url'),
                body.toString('base64url'),
            ].join('.');
        },
        open(sealed) {
            const [version, iv, tag, body] = sealed.split('.');
            if (version !== 'v1' || !iv || !tag || body === undefined)
                throw new Error('not a sealed value');
            const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
            decipher.setAuthTag(Buffer.from(tag, 'base64url'));
            return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
        },
    };
}
//# sourceMappingURL=sealing.js.map