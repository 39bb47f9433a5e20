import { Box, FormHelperText } from '@mui/material';
import { useEffect, useRef } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { reportError } from '../../lib/report-error';

interface RecaptchaApi {
  ready: (callback: () => void) => void;
  render: (
    container: HTMLElement,
    parameters: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void },
  ) => number;
}

declare global {
  interface Window {
    grecaptcha?: RecaptchaApi;
  }
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit';
let loading: Promise<RecaptchaApi> | null = null;

function loadRecaptcha(): Promise<RecaptchaApi> {
  loading ??= new Promise<RecaptchaApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const api = window.grecaptcha;
      if (api === undefined) reject(new Error('reCAPTCHA did not load'));
      else api.ready(() => resolve(api));
    };
    script.onerror = () => reject(new Error('reCAPTCHA did not load'));
    document.head.append(script);
  });
  return loading;
}

interface HumanVerificationProps<Values extends FieldValues, Transformed extends FieldValues> {
  siteKey: string;
  control: Control<Values, unknown, Transformed>;
  name: Path<Values>;
}

/**
 * The reCAPTCHA widget, shown only when the server has a site key. Its token is the form value `name`; give the
 * component a new `key` to reset it (spec 1 §4: a failed sign-in resets the human verification).
 */
export function HumanVerification<Values extends FieldValues, Transformed extends FieldValues>({
  siteKey,
  control,
  name,
}: HumanVerificationProps<Values, Transformed>) {
  const { field, fieldState } = useController({ control, name });
  const container = useRef<HTMLDivElement>(null);
  const onChange = useRef(field.onChange);

  useEffect(() => {
    onChange.current = field.onChange;
  });

  useEffect(() => {
    let active = true;
    loadRecaptcha()
      .then((api) => {
        if (!active || container.current === null) return;
        api.render(container.current, {
          sitekey: siteKey,
          callback: (token) => onChange.current(token),
          'expired-callback': () => onChange.current(''),
        });
      })
      .catch((error: unknown) => reportError(error, 'Human verification'));
    return () => {
      active = false;
    };
  }, [siteKey]);

  return (
    <Box sx={{ mt: 2 }}>
      <div ref={container} />
      {fieldState.error === undefined ? null : <FormHelperText error>{fieldState.error.message}</FormHelperText>}
    </Box>
  );
}
