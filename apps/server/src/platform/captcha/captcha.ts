/** Checks a human-verification answer; with no secret configured the check is off and always passes. */
export interface CaptchaVerifier {
  enabled: boolean;
  verify(response: string | undefined, remoteIp: string): Promise<boolean>;
}

const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export function createCaptchaVerifier(secret: string | undefined, verifyUrl = VERIFY_URL): CaptchaVerifier {
  if (!secret) return { enabled: false, verify: async () => true };
  return {
    enabled: true,
    async verify(response, remoteIp) {
      if (!response) return false;
      const body = new URLSearchParams({ secret, response, remoteip: remoteIp });
      try {
        const answer = await fetch(verifyUrl, { method: 'POST', body, signal: AbortSignal.timeout(5000) });
        const result = (await answer.json()) as { success?: boolean };
        return result.success === true;
      } catch {
        return false;
      }
    },
  };
}
