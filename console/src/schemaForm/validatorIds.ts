/**
 * Key of a resource schema's precompiled validator. Settings kinds use their kind id; resources
 * get a prefix because `company` names both a settings kind and a resource.
 */
export const resourceValidatorId = (name: string) => `resource:${name}`;
