import CSystemShims
import FormsmithCLI

@main enum FormsmithMain {
    static func main() async {
        // glibc makes each thread's heap usable a few pages at a time, one mprotect call each, so a
        // big build makes thousands. Growing it in large steps (address space: a page still costs
        // memory only once it is touched) leaves a few.
        formsmith_pad_heap_growth(64 << 20)
        await FormsmithCommand.main()
    }
}
