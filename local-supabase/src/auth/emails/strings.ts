// The text of Utsav's auth emails in the five languages of the apps. A user's
// language is the one they chose (user_metadata.preferred_language), else English.
export const EMAIL_LANGUAGES = ['en', 'hi', 'ta', 'te', 'kn'] as const;
export type EmailLanguage = (typeof EMAIL_LANGUAGES)[number];
export type EmailKind = 'signup' | 'recovery' | 'email_change_current' | 'email_change_new';

export interface KindStrings {
  subject: string;
  heading: string;
  body: string;
  button: string;
}

/**
 * Hosted GoTrue's email_change template, which hosted sends to both addresses (secure email
 * change) or, for an account without one, to the new address only. The local stack sends its
 * own email to each (email_change_current, email_change_new); hosted has one, so its words fit
 * both readers, with the addresses GoTrue passes in (.Email, .NewEmail).
 */
export interface HostedEmailChangeStrings {
  subject: string;
  heading: string;
  /** The account has an address: this email went to it and to the new one. */
  bodyBoth: (current: string, next: string) => string;
  /** The account had no address (a phone account): this email went to the new one only. */
  bodyNewOnly: (next: string) => string;
  button: string;
}

interface LanguageStrings {
  greeting: (name: string) => string;
  greetingNoName: string;
  code: string;
  expiry: (minutes: number) => string;
  ignore: string;
  signature: string;
  kinds: Record<EmailKind, KindStrings>;
  hostedEmailChange: HostedEmailChangeStrings;
}

export const STRINGS: Record<EmailLanguage, LanguageStrings> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    greetingNoName: 'Hello,',
    code: 'Or enter this code:',
    expiry: (m) => `This link and code work for ${m} minutes.`,
    ignore: 'If you did not ask for this, you can ignore this email.',
    signature: 'The Utsav team',
    kinds: {
      signup: {
        subject: 'Confirm your email for Utsav',
        heading: 'Confirm your email',
        body: 'Thank you for joining Utsav. Confirm your email address to start booking ceremony and event services.',
        button: 'Confirm my email',
      },
      recovery: {
        subject: 'Reset your Utsav password',
        heading: 'Reset your password',
        body: 'We received a request to reset the password of your Utsav account. Choose a new password with the button below.',
        button: 'Set a new password',
      },
      email_change_current: {
        subject: 'Confirm the change of your Utsav email',
        heading: 'Confirm changing your email',
        body: 'Someone signed in to your Utsav account asked to change its email address. Nothing changes until this link and the one sent to the new address are both followed. If this was not you, do not follow it, and change your password.',
        button: 'Confirm the change',
      },
      email_change_new: {
        subject: 'Confirm your new email for Utsav',
        heading: 'Confirm your new email',
        body: 'This address was given as the new email of an Utsav account. It becomes the account\'s address once this link and the one sent to the current address are both followed.',
        button: 'Confirm my new email',
      },
    },
    hostedEmailChange: {
      subject: 'Confirm the change of your Utsav email',
      heading: 'Confirm changing the email of an Utsav account',
      bodyBoth: (current, next) =>
        `Someone signed in to an Utsav account asked to change its email address (current address: ${current}, new address: ${next}). This email went to both addresses, each with its own link, and the address changes only once both links are followed. If you did not ask for this, do not follow the link; if the account is yours, change your password.`,
      bodyNewOnly: (next) =>
        `Someone signed in to an Utsav account asked to make this address (${next}) its email. It becomes the account's address once this link is followed.`,
      button: 'Confirm the change',
    },
  },
  hi: {
    greeting: (name) => `नमस्ते ${name},`,
    greetingNoName: 'नमस्ते,',
    code: 'या यह कोड डालें:',
    expiry: (m) => `यह लिंक और कोड ${m} मिनट तक मान्य है।`,
    ignore: 'अगर आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा कर दें।',
    signature: 'उत्सव टीम',
    kinds: {
      signup: {
        subject: 'उत्सव के लिए अपना ईमेल पुष्टि करें',
        heading: 'अपना ईमेल पुष्टि करें',
        body: 'उत्सव से जुड़ने के लिए धन्यवाद। समारोह और कार्यक्रम सेवाएँ बुक करना शुरू करने के लिए अपने ईमेल पते की पुष्टि करें।',
        button: 'मेरा ईमेल पुष्टि करें',
      },
      recovery: {
        subject: 'अपना उत्सव पासवर्ड रीसेट करें',
        heading: 'अपना पासवर्ड रीसेट करें',
        body: 'हमें आपके उत्सव खाते का पासवर्ड रीसेट करने का अनुरोध मिला है। नीचे दिए बटन से नया पासवर्ड चुनें।',
        button: 'नया पासवर्ड सेट करें',
      },
      email_change_current: {
        subject: 'अपने उत्सव ईमेल के बदलाव की पुष्टि करें',
        heading: 'ईमेल बदलने की पुष्टि करें',
        body: 'आपके उत्सव खाते में साइन इन किसी व्यक्ति ने उसका ईमेल पता बदलने का अनुरोध किया है। जब तक यह लिंक और नए पते पर भेजा गया लिंक, दोनों नहीं खोले जाते, कुछ नहीं बदलेगा। अगर यह आप नहीं थे, तो इसे न खोलें और अपना पासवर्ड बदलें।',
        button: 'बदलाव की पुष्टि करें',
      },
      email_change_new: {
        subject: 'उत्सव के लिए अपने नए ईमेल की पुष्टि करें',
        heading: 'अपने नए ईमेल की पुष्टि करें',
        body: 'यह पता एक उत्सव खाते के नए ईमेल के रूप में दिया गया है। यह लिंक और वर्तमान पते पर भेजा गया लिंक, दोनों खोलने पर यह खाते का पता बन जाएगा।',
        button: 'मेरे नए ईमेल की पुष्टि करें',
      },
    },
    hostedEmailChange: {
      subject: 'अपने उत्सव ईमेल के बदलाव की पुष्टि करें',
      heading: 'उत्सव खाते का ईमेल बदलने की पुष्टि करें',
      bodyBoth: (current, next) =>
        `एक उत्सव खाते में साइन इन किसी व्यक्ति ने उसका ईमेल पता बदलने का अनुरोध किया है (वर्तमान पता: ${current}, नया पता: ${next})। यह ईमेल दोनों पतों पर भेजा गया है, हर पते पर अलग लिंक के साथ, और दोनों लिंक खोले जाने पर ही पता बदलेगा। अगर यह अनुरोध आपने नहीं किया है, तो लिंक न खोलें; अगर खाता आपका है, तो अपना पासवर्ड बदलें।`,
      bodyNewOnly: (next) =>
        `एक उत्सव खाते में साइन इन किसी व्यक्ति ने इस पते (${next}) को उस खाते का ईमेल बनाने का अनुरोध किया है। यह लिंक खोलने पर यह खाते का पता बन जाएगा।`,
      button: 'बदलाव की पुष्टि करें',
    },
  },
  ta: {
    greeting: (name) => `வணக்கம் ${name},`,
    greetingNoName: 'வணக்கம்,',
    code: 'அல்லது இந்தக் குறியீட்டை உள்ளிடவும்:',
    expiry: (m) => `இந்த இணைப்பும் குறியீடும் ${m} நிமிடங்களுக்குச் செல்லுபடியாகும்.`,
    ignore: 'நீங்கள் இதைக் கோரவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கலாம்.',
    signature: 'உத்சவ் குழு',
    kinds: {
      signup: {
        subject: 'உத்சவுக்கான உங்கள் மின்னஞ்சலை உறுதிப்படுத்தவும்',
        heading: 'உங்கள் மின்னஞ்சலை உறுதிப்படுத்தவும்',
        body: 'உத்சவில் இணைந்ததற்கு நன்றி. விழா மற்றும் நிகழ்ச்சி சேவைகளை முன்பதிவு செய்யத் தொடங்க உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்தவும்.',
        button: 'என் மின்னஞ்சலை உறுதிப்படுத்து',
      },
      recovery: {
        subject: 'உங்கள் உத்சவ் கடவுச்சொல்லை மீட்டமைக்கவும்',
        heading: 'உங்கள் கடவுச்சொல்லை மீட்டமைக்கவும்',
        body: 'உங்கள் உத்சவ் கணக்கின் கடவுச்சொல்லை மீட்டமைக்கும் கோரிக்கை எங்களுக்கு வந்தது. கீழே உள்ள பொத்தானைக் கொண்டு புதிய கடவுச்சொல்லைத் தேர்ந்தெடுக்கவும்.',
        button: 'புதிய கடவுச்சொல்லை அமை',
      },
      email_change_current: {
        subject: 'உங்கள் உத்சவ் மின்னஞ்சல் மாற்றத்தை உறுதிப்படுத்தவும்',
        heading: 'மின்னஞ்சல் மாற்றத்தை உறுதிப்படுத்தவும்',
        body: 'உங்கள் உத்சவ் கணக்கில் உள்நுழைந்த ஒருவர் அதன் மின்னஞ்சல் முகவரியை மாற்றக் கோரியுள்ளார். இந்த இணைப்பும் புதிய முகவரிக்கு அனுப்பப்பட்ட இணைப்பும் திறக்கப்படும் வரை எதுவும் மாறாது. இது நீங்கள் இல்லையென்றால், இதைத் திறக்காமல் உங்கள் கடவுச்சொல்லை மாற்றவும்.',
        button: 'மாற்றத்தை உறுதிப்படுத்து',
      },
      email_change_new: {
        subject: 'உத்சவுக்கான உங்கள் புதிய மின்னஞ்சலை உறுதிப்படுத்தவும்',
        heading: 'உங்கள் புதிய மின்னஞ்சலை உறுதிப்படுத்தவும்',
        body: 'இந்த முகவரி ஒரு உத்சவ் கணக்கின் புதிய மின்னஞ்சலாகக் கொடுக்கப்பட்டுள்ளது. இந்த இணைப்பும் தற்போதைய முகவரிக்கு அனுப்பப்பட்ட இணைப்பும் திறக்கப்பட்டதும் இது கணக்கின் முகவரியாகும்.',
        button: 'என் புதிய மின்னஞ்சலை உறுதிப்படுத்து',
      },
    },
    hostedEmailChange: {
      subject: 'உங்கள் உத்சவ் மின்னஞ்சல் மாற்றத்தை உறுதிப்படுத்தவும்',
      heading: 'உத்சவ் கணக்கின் மின்னஞ்சல் மாற்றத்தை உறுதிப்படுத்தவும்',
      bodyBoth: (current, next) =>
        `ஒரு உத்சவ் கணக்கில் உள்நுழைந்த ஒருவர் அதன் மின்னஞ்சல் முகவரியை மாற்றக் கோரியுள்ளார் (தற்போதைய முகவரி: ${current}, புதிய முகவரி: ${next}). இந்த மின்னஞ்சல் இரண்டு முகவரிகளுக்கும் தனித்தனி இணைப்புடன் அனுப்பப்பட்டுள்ளது; இரண்டு இணைப்புகளும் திறக்கப்பட்ட பிறகே முகவரி மாறும். இதை நீங்கள் கோரவில்லை என்றால், இணைப்பைத் திறக்காதீர்கள்; கணக்கு உங்களுடையது என்றால், உங்கள் கடவுச்சொல்லை மாற்றவும்.`,
      bodyNewOnly: (next) =>
        `ஒரு உத்சவ் கணக்கில் உள்நுழைந்த ஒருவர் இந்த முகவரியை (${next}) அந்தக் கணக்கின் மின்னஞ்சலாக்கக் கோரியுள்ளார். இந்த இணைப்பு திறக்கப்பட்டதும் இது கணக்கின் முகவரியாகும்.`,
      button: 'மாற்றத்தை உறுதிப்படுத்து',
    },
  },
  te: {
    greeting: (name) => `నమస్కారం ${name},`,
    greetingNoName: 'నమస్కారం,',
    code: 'లేదా ఈ కోడ్‌ను నమోదు చేయండి:',
    expiry: (m) => `ఈ లింక్ మరియు కోడ్ ${m} నిమిషాల పాటు పనిచేస్తాయి.`,
    ignore: 'మీరు దీన్ని అభ్యర్థించకపోతే, ఈ ఇమెయిల్‌ను పట్టించుకోనవసరం లేదు.',
    signature: 'ఉత్సవ్ బృందం',
    kinds: {
      signup: {
        subject: 'ఉత్సవ్ కోసం మీ ఇమెయిల్‌ను నిర్ధారించండి',
        heading: 'మీ ఇమెయిల్‌ను నిర్ధారించండి',
        body: 'ఉత్సవ్‌లో చేరినందుకు ధన్యవాదాలు. వేడుక మరియు కార్యక్రమ సేవలను బుక్ చేయడం ప్రారంభించడానికి మీ ఇమెయిల్ చిరునామాను నిర్ధారించండి.',
        button: 'నా ఇమెయిల్‌ను నిర్ధారించు',
      },
      recovery: {
        subject: 'మీ ఉత్సవ్ పాస్‌వర్డ్‌ను రీసెట్ చేయండి',
        heading: 'మీ పాస్‌వర్డ్‌ను రీసెట్ చేయండి',
        body: 'మీ ఉత్సవ్ ఖాతా పాస్‌వర్డ్‌ను రీసెట్ చేయమని మాకు అభ్యర్థన వచ్చింది. కింది బటన్‌తో కొత్త పాస్‌వర్డ్‌ను ఎంచుకోండి.',
        button: 'కొత్త పాస్‌వర్డ్ సెట్ చేయండి',
      },
      email_change_current: {
        subject: 'మీ ఉత్సవ్ ఇమెయిల్ మార్పును నిర్ధారించండి',
        heading: 'ఇమెయిల్ మార్పును నిర్ధారించండి',
        body: 'మీ ఉత్సవ్ ఖాతాలో సైన్ ఇన్ అయిన ఎవరో దాని ఇమెయిల్ చిరునామాను మార్చమని అభ్యర్థించారు. ఈ లింక్ మరియు కొత్త చిరునామాకు పంపిన లింక్ రెండూ తెరిచే వరకు ఏదీ మారదు. ఇది మీరు కాకపోతే, దీన్ని తెరవకండి, మీ పాస్‌వర్డ్‌ను మార్చండి.',
        button: 'మార్పును నిర్ధారించు',
      },
      email_change_new: {
        subject: 'ఉత్సవ్ కోసం మీ కొత్త ఇమెయిల్‌ను నిర్ధారించండి',
        heading: 'మీ కొత్త ఇమెయిల్‌ను నిర్ధారించండి',
        body: 'ఈ చిరునామా ఒక ఉత్సవ్ ఖాతా యొక్క కొత్త ఇమెయిల్‌గా ఇవ్వబడింది. ఈ లింక్ మరియు ప్రస్తుత చిరునామాకు పంపిన లింక్ రెండూ తెరిచిన తర్వాత ఇది ఖాతా చిరునామా అవుతుంది.',
        button: 'నా కొత్త ఇమెయిల్‌ను నిర్ధారించు',
      },
    },
    hostedEmailChange: {
      subject: 'మీ ఉత్సవ్ ఇమెయిల్ మార్పును నిర్ధారించండి',
      heading: 'ఉత్సవ్ ఖాతా ఇమెయిల్ మార్పును నిర్ధారించండి',
      bodyBoth: (current, next) =>
        `ఒక ఉత్సవ్ ఖాతాలో సైన్ ఇన్ అయిన ఎవరో దాని ఇమెయిల్ చిరునామాను మార్చమని అభ్యర్థించారు (ప్రస్తుత చిరునామా: ${current}, కొత్త చిరునామా: ${next}). ఈ ఇమెయిల్ రెండు చిరునామాలకూ, ఒక్కోదానికి వేరే లింక్‌తో పంపబడింది; రెండు లింక్‌లూ తెరిచిన తర్వాతే చిరునామా మారుతుంది. మీరు దీన్ని అభ్యర్థించకపోతే, లింక్‌ను తెరవకండి; ఖాతా మీదైతే, మీ పాస్‌వర్డ్‌ను మార్చండి.`,
      bodyNewOnly: (next) =>
        `ఒక ఉత్సవ్ ఖాతాలో సైన్ ఇన్ అయిన ఎవరో ఈ చిరునామాను (${next}) ఆ ఖాతా ఇమెయిల్‌గా చేయమని అభ్యర్థించారు. ఈ లింక్ తెరిచిన తర్వాత ఇది ఖాతా చిరునామా అవుతుంది.`,
      button: 'మార్పును నిర్ధారించు',
    },
  },
  kn: {
    greeting: (name) => `ನಮಸ್ಕಾರ ${name},`,
    greetingNoName: 'ನಮಸ್ಕಾರ,',
    code: 'ಅಥವಾ ಈ ಕೋಡ್ ನಮೂದಿಸಿ:',
    expiry: (m) => `ಈ ಲಿಂಕ್ ಮತ್ತು ಕೋಡ್ ${m} ನಿಮಿಷಗಳವರೆಗೆ ಮಾನ್ಯವಾಗಿರುತ್ತವೆ.`,
    ignore: 'ನೀವು ಇದನ್ನು ಕೇಳದಿದ್ದರೆ, ಈ ಇಮೇಲ್ ಅನ್ನು ನಿರ್ಲಕ್ಷಿಸಬಹುದು.',
    signature: 'ಉತ್ಸವ್ ತಂಡ',
    kinds: {
      signup: {
        subject: 'ಉತ್ಸವ್‌ಗಾಗಿ ನಿಮ್ಮ ಇಮೇಲ್ ದೃಢೀಕರಿಸಿ',
        heading: 'ನಿಮ್ಮ ಇಮೇಲ್ ದೃಢೀಕರಿಸಿ',
        body: 'ಉತ್ಸವ್‌ಗೆ ಸೇರಿದ್ದಕ್ಕೆ ಧನ್ಯವಾದಗಳು. ಸಮಾರಂಭ ಮತ್ತು ಕಾರ್ಯಕ್ರಮ ಸೇವೆಗಳನ್ನು ಬುಕ್ ಮಾಡಲು ಪ್ರಾರಂಭಿಸಲು ನಿಮ್ಮ ಇಮೇಲ್ ವಿಳಾಸವನ್ನು ದೃಢೀಕರಿಸಿ.',
        button: 'ನನ್ನ ಇಮೇಲ್ ದೃಢೀಕರಿಸಿ',
      },
      recovery: {
        subject: 'ನಿಮ್ಮ ಉತ್ಸವ್ ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಿ',
        heading: 'ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಿ',
        body: 'ನಿಮ್ಮ ಉತ್ಸವ್ ಖಾತೆಯ ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಲು ನಮಗೆ ವಿನಂತಿ ಬಂದಿದೆ. ಕೆಳಗಿನ ಬಟನ್ ಬಳಸಿ ಹೊಸ ಪಾಸ್‌ವರ್ಡ್ ಆಯ್ಕೆಮಾಡಿ.',
        button: 'ಹೊಸ ಪಾಸ್‌ವರ್ಡ್ ಹೊಂದಿಸಿ',
      },
      email_change_current: {
        subject: 'ನಿಮ್ಮ ಉತ್ಸವ್ ಇಮೇಲ್ ಬದಲಾವಣೆಯನ್ನು ದೃಢೀಕರಿಸಿ',
        heading: 'ಇಮೇಲ್ ಬದಲಾವಣೆಯನ್ನು ದೃಢೀಕರಿಸಿ',
        body: 'ನಿಮ್ಮ ಉತ್ಸವ್ ಖಾತೆಗೆ ಸೈನ್ ಇನ್ ಆಗಿರುವ ಯಾರೋ ಅದರ ಇಮೇಲ್ ವಿಳಾಸವನ್ನು ಬದಲಾಯಿಸಲು ವಿನಂತಿಸಿದ್ದಾರೆ. ಈ ಲಿಂಕ್ ಮತ್ತು ಹೊಸ ವಿಳಾಸಕ್ಕೆ ಕಳುಹಿಸಿದ ಲಿಂಕ್ ಎರಡನ್ನೂ ತೆರೆಯುವವರೆಗೆ ಏನೂ ಬದಲಾಗುವುದಿಲ್ಲ. ಇದು ನೀವಲ್ಲದಿದ್ದರೆ, ಇದನ್ನು ತೆರೆಯಬೇಡಿ ಮತ್ತು ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಯಿಸಿ.',
        button: 'ಬದಲಾವಣೆಯನ್ನು ದೃಢೀಕರಿಸಿ',
      },
      email_change_new: {
        subject: 'ಉತ್ಸವ್‌ಗಾಗಿ ನಿಮ್ಮ ಹೊಸ ಇಮೇಲ್ ದೃಢೀಕರಿಸಿ',
        heading: 'ನಿಮ್ಮ ಹೊಸ ಇಮೇಲ್ ದೃಢೀಕರಿಸಿ',
        body: 'ಈ ವಿಳಾಸವನ್ನು ಒಂದು ಉತ್ಸವ್ ಖಾತೆಯ ಹೊಸ ಇಮೇಲ್ ಆಗಿ ನೀಡಲಾಗಿದೆ. ಈ ಲಿಂಕ್ ಮತ್ತು ಪ್ರಸ್ತುತ ವಿಳಾಸಕ್ಕೆ ಕಳುಹಿಸಿದ ಲಿಂಕ್ ಎರಡನ್ನೂ ತೆರೆದ ನಂತರ ಇದು ಖಾತೆಯ ವಿಳಾಸವಾಗುತ್ತದೆ.',
        button: 'ನನ್ನ ಹೊಸ ಇಮೇಲ್ ದೃಢೀಕರಿಸಿ',
      },
    },
    hostedEmailChange: {
      subject: 'ನಿಮ್ಮ ಉತ್ಸವ್ ಇಮೇಲ್ ಬದಲಾವಣೆಯನ್ನು ದೃಢೀಕರಿಸಿ',
      heading: 'ಉತ್ಸವ್ ಖಾತೆಯ ಇಮೇಲ್ ಬದಲಾವಣೆಯನ್ನು ದೃಢೀಕರಿಸಿ',
      bodyBoth: (current, next) =>
        `ಒಂದು ಉತ್ಸವ್ ಖಾತೆಗೆ ಸೈನ್ ಇನ್ ಆಗಿರುವ ಯಾರೋ ಅದರ ಇಮೇಲ್ ವಿಳಾಸವನ್ನು ಬದಲಾಯಿಸಲು ವಿನಂತಿಸಿದ್ದಾರೆ (ಪ್ರಸ್ತುತ ವಿಳಾಸ: ${current}, ಹೊಸ ವಿಳಾಸ: ${next}). ಈ ಇಮೇಲ್ ಅನ್ನು ಎರಡೂ ವಿಳಾಸಗಳಿಗೆ, ಪ್ರತಿಯೊಂದಕ್ಕೂ ಬೇರೆ ಲಿಂಕ್‌ನೊಂದಿಗೆ ಕಳುಹಿಸಲಾಗಿದೆ; ಎರಡೂ ಲಿಂಕ್‌ಗಳನ್ನು ತೆರೆದ ನಂತರವೇ ವಿಳಾಸ ಬದಲಾಗುತ್ತದೆ. ನೀವು ಇದನ್ನು ಕೇಳದಿದ್ದರೆ, ಲಿಂಕ್ ತೆರೆಯಬೇಡಿ; ಖಾತೆ ನಿಮ್ಮದಾಗಿದ್ದರೆ, ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಯಿಸಿ.`,
      bodyNewOnly: (next) =>
        `ಒಂದು ಉತ್ಸವ್ ಖಾತೆಗೆ ಸೈನ್ ಇನ್ ಆಗಿರುವ ಯಾರೋ ಈ ವಿಳಾಸವನ್ನು (${next}) ಆ ಖಾತೆಯ ಇಮೇಲ್ ಆಗಿ ಮಾಡಲು ವಿನಂತಿಸಿದ್ದಾರೆ. ಈ ಲಿಂಕ್ ತೆರೆದ ನಂತರ ಇದು ಖಾತೆಯ ವಿಳಾಸವಾಗುತ್ತದೆ.`,
      button: 'ಬದಲಾವಣೆಯನ್ನು ದೃಢೀಕರಿಸಿ',
    },
  },
};

export function emailLanguage(meta: Record<string, unknown> | null | undefined): EmailLanguage {
  const wanted = String(meta?.preferred_language ?? '').toLowerCase().split('-')[0] ?? '';
  return (EMAIL_LANGUAGES as readonly string[]).includes(wanted) ? (wanted as EmailLanguage) : 'en';
}
