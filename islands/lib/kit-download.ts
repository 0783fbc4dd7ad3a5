import type { DownloadLink, KitFile } from '../../contracts/orders';
import { api } from './api';
import { notifyFailure } from './failure';

/**
 * Starts a download of one kit file of a bought gig through a fresh signed link (conventions.md):
 * from the gig page and from the order list alike. A failure is an error toast.
 */
export async function downloadKit(orderId: string, file: KitFile = 'zip'): Promise<void> {
  try {
    const { download_url } = await api.get<DownloadLink>(
      `order/download-order/${encodeURIComponent(orderId)}?file=${file}`,
    );
    window.location.assign(download_url);
  } catch (error) {
    await notifyFailure(error);
  }
}
