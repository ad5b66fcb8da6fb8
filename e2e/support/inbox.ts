// The test stack's mail inbox (maildev; INBOX_PORT overrides the test profile's port).
import { DEFAULT_PROJECT_ID, resolvePorts, stackEnv } from "../../scripts/stack/index";
import { inbox } from "../../scripts/stack/inbox";

export { deliveredTo } from "../../scripts/stack/inbox";
export const testInbox = () => inbox(stackEnv(resolvePorts("test", undefined), DEFAULT_PROJECT_ID).MAIL_INBOX_URL!);
