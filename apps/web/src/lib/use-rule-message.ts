import { useIntl } from 'react-intl';

/**
 * Shows a message of a contract's rules (the server answers with the same words) in the
 * language shown: the locale text `<prefix>.<key>` of the message's key in `messages`. A message
 * the rules do not know stays as it came.
 */
export function useRuleMessage(
  messages: Readonly<Record<string, string>>,
  prefix: string,
): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return (message) => {
    if (message === undefined) {
      return undefined;
    }
    const key = Object.keys(messages).find((candidate) => messages[candidate] === message);
    return key ? intl.formatMessage({ id: `${prefix}.${key}` }) : message;
  };
}
