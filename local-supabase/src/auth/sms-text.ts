// The text message that carries a phone sign-in code, in the user's language (as the emails are).
import type { EmailLanguage } from './emails/strings.ts';

const TEXTS: Record<EmailLanguage, (code: string, minutes: number) => string> = {
  en: (code, m) => `Your Utsav code is ${code}. It works for ${m} minute${m === 1 ? '' : 's'}. Do not share it with anyone.`,
  hi: (code, m) => `आपका Utsav कोड ${code} है। यह ${m} मिनट तक मान्य है। इसे किसी के साथ साझा न करें।`,
  ta: (code, m) => `உங்கள் Utsav குறியீடு ${code}. இது ${m} நிமிடம் செல்லுபடியாகும். இதை யாருடனும் பகிர வேண்டாம்.`,
  te: (code, m) => `మీ Utsav కోడ్ ${code}. ఇది ${m} ${m === 1 ? 'నిమిషం' : 'నిమిషాలు'} పనిచేస్తుంది. దీన్ని ఎవరితోనూ పంచుకోవద్దు.`,
  kn: (code, m) => `ನಿಮ್ಮ Utsav ಕೋಡ್ ${code}. ಇದು ${m} ನಿಮಿಷ ಮಾನ್ಯ. ಇದನ್ನು ಯಾರೊಂದಿಗೂ ಹಂಚಿಕೊಳ್ಳಬೇಡಿ.`,
};

export function smsText(lang: EmailLanguage, code: string, expirySeconds: number): string {
  return TEXTS[lang](code, Math.max(1, Math.round(expirySeconds / 60)));
}
