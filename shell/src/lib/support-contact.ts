/** Utsav's support channels, shown in the footer and on the contact page. */
export const SUPPORT_CONTACT = {
  email: 'support@utsav.example',
  phone: '+91 80 4000 1234',
  phoneHref: '+918040001234',
} as const;
