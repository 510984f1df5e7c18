import { useEffect } from 'react';

/**
 * react-admin puts a list row's "Select this row" label on the checkbox's wrapper span, where
 * ARIA forbids it, leaving the checkbox itself unnamed (axe-core: label, aria-prohibited-attr).
 * This moves the label onto the input wherever a list renders one; React does not manage
 * either attribute afterwards, so the move sticks.
 */
export function useRowCheckboxLabels(): void {
  useEffect(() => {
    const relabel = () => {
      for (const wrapper of document.querySelectorAll('.RaDatagrid-checkbox[aria-label]')) {
        const input = wrapper.querySelector('input');
        if (!input) continue;
        input.setAttribute('aria-label', wrapper.getAttribute('aria-label') ?? '');
        wrapper.removeAttribute('aria-label');
      }
    };
    relabel();
    const observer = new MutationObserver(relabel);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
}
