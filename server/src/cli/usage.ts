/** A command line the CLI cannot run: its message and the usage, exit code 2. */
export class UsageError extends Error {}

/** A command that ran and found a failure; its lines are its report (exit code 1). */
export class CommandFailed extends Error {
  constructor(readonly lines: string[]) {
    super('failed');
  }
}

export const usage = `Usage: hondana <command> [options]

Reads the same environment as the server (DATABASE_URL or SQLITE_FILE, DATA_DIR, BLOB_DRIVER
and S3_*, SMTP_URL, PUBLIC_URL …).

Commands:
  migrate                                   migrate the database to this version
  tenant create --name N (--path P | --domain D) [--email E]
                                            create a tenant; prints its setup checklist
  admin invite --tenant T --email E [--full-name N]
                                            invite a company admin of tenant T (id, path or domain)
  admin reset --email E                     mail a company or service admin a new-password link
  jobs list [--status queued|running|done|failed] [--limit N]
                                            the newest background jobs
  jobs retry <id>                           queue a failed job again
  backup --out DIR                          database and every stored file into DIR (new or empty)
  restore --from DIR [--force]              a backup into an empty database (server stopped)
  check-config [--json]                     what is missing or unsafe for production

Exit codes: 0 done, 1 failed, 2 usage error.`;
