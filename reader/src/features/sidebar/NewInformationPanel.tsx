import { useSettings } from '../../config/configContext';

export function NewInformationPanel() {
  const { newInformation } = useSettings();
  if (!newInformation.isShow || (!newInformation.title && !newInformation.html)) return null;
  return (
    <section
      className="hd-sidebar__block hd-news"
      aria-labelledby={newInformation.title ? 'hd-news-title' : undefined}
    >
      {newInformation.title && (
        <h2 id="hd-news-title" className="hd-sidebar__heading">
          {newInformation.title}
        </h2>
      )}
      {/* Sanitised by the server on save and again when the configuration is resolved. */}
      <div className="hd-news__body" dangerouslySetInnerHTML={{ __html: newInformation.html }} />
    </section>
  );
}
