import { useSettings } from '../../config/configContext';
import { useText } from '../../i18n/useText';

export function NewInformationPanel() {
  const { newInformation } = useSettings();
  const text = useText();
  if (!newInformation.isShow || (!text(newInformation.title) && !text(newInformation.html)))
    return null;
  return (
    <section
      className="hd-sidebar__block hd-news"
      aria-labelledby={text(newInformation.title) ? 'hd-news-title' : undefined}
    >
      {text(newInformation.title) && (
        <h2 id="hd-news-title" className="hd-sidebar__heading">
          {text(newInformation.title)}
        </h2>
      )}
      {/* Sanitised by the server on save and again when the configuration is resolved. */}
      <div
        className="hd-news__body"
        dangerouslySetInnerHTML={{ __html: text(newInformation.html) }}
      />
    </section>
  );
}
