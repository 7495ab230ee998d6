/**
 * The few server-side strings the sandbox serves per language. The remote bundles the full English text;
 * these prove the server layer is merged over it (`messages`, then `translations` over those).
 * Any language not listed answers 404, so the remote falls back to its default language.
 */
export const SERVER_MESSAGES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  en: {
    'cash.title.selectPackage': 'Select a package',
    'cash.title.paymentMethod': 'Payment method',
    'cash.title.selectCard': 'Select a card',
    'suspended.code.attemptsLeft': '{n} attempts left',
  },
  es: {
    'cash.title.selectPackage': 'Elige un paquete',
    'cash.title.paymentMethod': 'Método de pago',
    'cash.title.selectCard': 'Elige una tarjeta',
    'suspended.code.attemptsLeft': 'Quedan {n} intentos',
  },
};

export const SERVER_TRANSLATIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  en: {
    // Markup on purpose: server strings must show as text, never be parsed as HTML.
    'sandbox.markup.probe': '<b>shown as text</b>',
  },
  es: {
    'cash.title.selectPackage': 'Elige tu paquete',
    'sandbox.markup.probe': '<b>se muestra como texto</b>',
  },
};
