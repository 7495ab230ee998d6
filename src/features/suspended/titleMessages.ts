/** Header title of the suspended screen (its gate's title): bundled with the app through the manifest. */
export const titleMessages = {
  'cash.title.suspended': 'Account on hold',
} satisfies Record<string, string>;
