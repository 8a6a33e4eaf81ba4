import FuzzDriver
import FuzzTargets

// Every input libFuzzer makes is read as a `.strings` file; a problem stops the run with the input saved.
runFuzzer { data, count in
    let problems = StringsInput.problems(data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [])
    precondition(problems.isEmpty, problems.joined(separator: "\n"))
    return 0
}
