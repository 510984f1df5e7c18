interface LearningSettings {
  isAutoRegisterLearningIdAccountAtLogin: boolean;
  learningIdRegisterUrl?: string;
  learningIdClientId?: string;
}

/** The external registration page, or null when the tenant does not auto-register. */
export function learningRegisterUrl(company: LearningSettings, redirectUri: string): string | null {
  if (!company.isAutoRegisterLearningIdAccountAtLogin || !company.learningIdRegisterUrl)
    return null;
  try {
    const url = new URL(company.learningIdRegisterUrl);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', company.learningIdClientId ?? '');
    url.searchParams.set('redirect_uri', redirectUri);
    return url.toString();
  } catch {
    return null;
  }
}
