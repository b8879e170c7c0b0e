/**
 * What the shell hands remotes as `react-i18next`: only the names the apps import from it
 * (scripts/router-share.test.mjs fails when an app imports one more). The package's namespace as a
 * value kept every export alive (IcuTrans and its parser, withTranslation, Translation, useSSR,
 * withSSR) in the federation chunk that every remote's first page waits on.
 */
export { I18nextProvider, initReactI18next, Trans, useTranslation } from 'react-i18next';
